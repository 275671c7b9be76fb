const { createConfig } = require('../webpack.base');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_payments',
  port: 3004,
  title: 'Fees Manager | Payments',
  exposes: { './routes': './src/routes.tsx' },
});
