const { signingKey, signServerBuild } = require('../../deploy/server-code');

/**
 * Signs the remote's server build once it is written (tools/deploy/server-code.js): the site's
 * rendering server runs only server code signed by a key it trusts for this remote.
 */
class SignServerCodePlugin {
  constructor(remote) {
    this.remote = remote;
  }
  apply(compiler) {
    compiler.hooks.afterEmit.tap('SignServerCodePlugin', (compilation) => {
      const { key, source } = signingKey(this.remote);
      const signed = signServerBuild({ dist: compilation.outputOptions.path, remote: this.remote, key });
      console.log(`${this.remote}: server code signed with key ${signed.keyId} (${source})`);
    });
  }
}

module.exports = { SignServerCodePlugin };
