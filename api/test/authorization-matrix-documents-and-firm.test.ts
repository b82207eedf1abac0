import { DOCUMENT_AND_FIRM_CALLS, testAuthorizationMatrix } from './authorization-matrix';

testAuthorizationMatrix("documents and the firm's settings", DOCUMENT_AND_FIRM_CALLS);
