const { createConfig } = require('../webpack.base');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_auth',
  port: 3001,
  title: 'Fees Manager | Sign-in',
  exposes: { './routes': './src/routes.tsx' },
});
