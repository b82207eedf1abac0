import { TEAM_CALLS, testAuthorizationMatrix } from './authorization-matrix';

testAuthorizationMatrix('team and invitations', TEAM_CALLS);
