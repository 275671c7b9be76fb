const { createConfig } = require('../webpack.base');

// The shell names no remotes here: it registers them at run time from config.json.
module.exports = createConfig({ dir: __dirname, name: 'shell', port: 3000, title: 'Fees Manager' });
