const { createFederatedConfig } = require('@clientline/shared-ui/build/webpack-config');

module.exports = createFederatedConfig({ name: 'mfe_timeline', dir: __dirname, title: 'Clientline: Timeline', serverRendered: true });
