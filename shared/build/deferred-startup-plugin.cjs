// The entry's start in a task of its own, after the task that ran main.js.
//
// Module federation embeds its runtime's start in webpack's startup
// (EmbedFederationRuntimeModule): creating the federation instance,
// formatting the share table and registering plugins and remotes run inside
// the task that evaluated main.js, after the browser compiled it there. The
// host's entry asks for nothing the first paint needs (the static shell
// paints from the HTML, the config is inline), so the whole startup (the
// federation start, then the entry) can wait one task, and neither piece
// makes the other's task longer.
//
// The wrapper is added at webpack's trigger stage, after the federation
// plugin's own startup wrapper (attach stage), so it defers both together and
// keeps their order. It only moves the startup later; it changes no module.
const PLUGIN = 'DeferredStartupPlugin';

class DeferredStartupPlugin {
  /** @param {{ chunkName?: string }} [options] the entry chunk whose startup waits (default main) */
  constructor(options = {}) {
    this.chunkName = options.chunkName || 'main';
  }

  apply(compiler) {
    const { RuntimeModule, RuntimeGlobals, Template } = compiler.webpack;
    class DeferredStartupRuntimeModule extends RuntimeModule {
      constructor() {
        super('deferred startup', RuntimeModule.STAGE_TRIGGER);
      }

      generate() {
        return Template.asString([
          `var startNow = ${RuntimeGlobals.startup};`,
          `${RuntimeGlobals.startup} = function () { setTimeout(startNow, 0); };`,
        ]);
      }
    }
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(PLUGIN, (chunk, requirements) => {
        if (chunk.name !== this.chunkName) return;
        requirements.add(RuntimeGlobals.startup);
        compilation.addRuntimeModule(chunk, new DeferredStartupRuntimeModule());
      });
    });
  }
}

module.exports = { DeferredStartupPlugin };
