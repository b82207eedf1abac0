import type { CurrentUser, LoginRequest, RegisterInput, Role } from '@clientline/contracts';

export type { CurrentUser, LoginRequest };
export type UserRole = Role;
export type RegisterRequest = RegisterInput;

/** What login, register and logout resolve with: they never reject. */
export interface AuthResult {
  ok: boolean;
  /** The server's message on success; on failure the server's message, else the status text, else the network error. */
  message: string;
  user: CurrentUser | null;
  /** Login only: the password was right and the account asks for a code next (loginWithSecondFactor); nobody is signed in yet. */
  twoFactorRequired?: boolean;
}
