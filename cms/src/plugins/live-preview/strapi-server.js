// The plugin's server, compiled with the rest of the CMS (cms/tsconfig.json) into dist/. Strapi
// loads a local plugin's server from this file, next to its package.json.
'use strict';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- Strapi requires this CommonJS file.
module.exports = require('../../../dist/src/plugins/live-preview/server/index.js');
