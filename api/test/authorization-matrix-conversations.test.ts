import { CONVERSATION_CALLS, testAuthorizationMatrix } from './authorization-matrix';

testAuthorizationMatrix('notifications, messages and timelines', CONVERSATION_CALLS);
