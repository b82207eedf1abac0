import { createAppStore } from '@clientline/shared-ui/store';

/** The product's one Redux store; remotes reach it through react-redux's shared context. */
export const store = createAppStore();
