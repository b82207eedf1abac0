import { PROJECT_CALLS, testAuthorizationMatrix } from './authorization-matrix';

testAuthorizationMatrix('projects and milestones', PROJECT_CALLS);
