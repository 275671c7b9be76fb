const { createConfig } = require('../webpack.base');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_students',
  port: 3003,
  title: 'Fees Manager | Students',
  exposes: { './routes': './src/routes.tsx' },
});
