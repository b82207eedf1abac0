const { createFederatedConfig } = require('@clientline/shared-ui/build/webpack-config');

const federatedConfig = createFederatedConfig({ name: 'mfe_auth', dir: __dirname, title: 'Clientline: Sign-in' });

// Every screen of this remote is behind its one exposed App, so all of its code is needed at once: one chunk
// beside remoteEntry.js rather than webpack's split into vendor and app chunks fetched together.
module.exports = (env, argv) => {
  const config = federatedConfig(env, argv);
  return { ...config, optimization: { ...config.optimization, splitChunks: false } };
};
