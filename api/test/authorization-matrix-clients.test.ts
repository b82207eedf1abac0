import { CLIENT_CALLS, testAuthorizationMatrix } from './authorization-matrix';

testAuthorizationMatrix('clients and two-factor resets', CLIENT_CALLS);
