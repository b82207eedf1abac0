const { createFederatedConfig } = require('@clientline/shared-ui/build/webpack-config');

const federatedConfig = createFederatedConfig({ name: 'mfe_auth', dir: __dirname, title: 'Clientline: Sign-in' });

// Each page's chunk holds everything the page needs (react-hook-form included), rather than webpack's split
// into vendor and page chunks fetched together: split, /auth came in 6 of this remote's files instead of 3 and
// painted 160 ms later on the mobile profile. The price: a second page opened re-downloads react-hook-form.
module.exports = (env, argv) => {
  const config = federatedConfig(env, argv);
  return { ...config, optimization: { ...config.optimization, splitChunks: false } };
};
