import { TEMPLATE_CALLS, testAuthorizationMatrix } from './authorization-matrix';

testAuthorizationMatrix('templates and batches', TEMPLATE_CALLS);
