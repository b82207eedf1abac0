import { configureStore } from '@reduxjs/toolkit';
import { createStoreOptions } from '@clientline/shared-ui/store';

/** The product's one Redux store; remotes reach it through react-redux's shared context. */
export const store = configureStore(createStoreOptions());
