import { ACCOUNT_CALLS, testAuthorizationMatrix, testEveryDocumentedCallIsCovered } from './authorization-matrix';

testAuthorizationMatrix('account and sessions', ACCOUNT_CALLS);
testEveryDocumentedCallIsCovered();
