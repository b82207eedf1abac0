const { createFederatedConfig } = require('@clientline/shared-ui/build/webpack-config');

module.exports = createFederatedConfig({ name: 'mfe_marketing', dir: __dirname, title: 'Clientline: Marketing pages' });
