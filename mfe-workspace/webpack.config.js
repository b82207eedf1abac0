const { createFederatedConfig } = require('@clientline/shared-ui/build/webpack-config');

module.exports = createFederatedConfig({ name: 'mfe_workspace', dir: __dirname, title: 'Clientline: Workspace', serverRendered: true });
