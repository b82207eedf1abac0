const { createFederatedConfig } = require('@clientline/shared-ui/build/webpack-config');

module.exports = createFederatedConfig({ name: 'mfe_auth', dir: __dirname, title: 'Clientline: Sign-in' });
