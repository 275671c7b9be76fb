const { createConfig } = require('../webpack.base');

// The shell names no remotes here: it registers them at run time from config.json.
module.exports = createConfig(__dirname);
