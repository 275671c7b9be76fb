const { createConfig } = require('../webpack.base');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_schools',
  port: 3002,
  title: 'Fees Manager | Schools',
  exposes: { './routes': './src/routes.tsx' },
});
