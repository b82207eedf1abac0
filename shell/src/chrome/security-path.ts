/** Sign-in and security (mfe-auth), where someone their firm requires two-factor sign-in of turns it on. */
export const SECURITY_PATH = '/account/security';
