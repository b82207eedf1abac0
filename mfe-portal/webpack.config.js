const { createFederatedConfig } = require('@clientline/shared-ui/build/webpack-config');

module.exports = createFederatedConfig({ name: 'mfe_portal', dir: __dirname, title: 'Clientline: Client portal', serverRendered: true });
