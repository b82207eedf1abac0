import { LIMITED_PROJECT_CALLS, testAuthorizationMatrix } from './authorization-matrix';

testAuthorizationMatrix('the project a limited person sees', LIMITED_PROJECT_CALLS);
