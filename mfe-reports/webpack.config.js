const { createConfig } = require('../webpack.base');

module.exports = createConfig(__dirname);
