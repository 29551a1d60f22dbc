import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createScriptAssignService } from './script-assign.service';
import { createScriptFileService } from './script-file.service';
import { createScriptLifecycleService } from './script-lifecycle.service';
import { createScriptMediaService } from './script-media.service';
import { createScriptRepository } from './script.repository';
import { createScriptService } from './script.service';
import { createScriptVersionsRepository } from './script-versions.repository';

function createScriptServices(app: FastifyInstance) {
  const scripts = createScriptRepository(app.db);
  const versions = createScriptVersionsRepository(app.db);
  const drafts = createScriptService({ scripts, versions });
  const { config } = app;
  const media = { mediaDir: config.mediaDir, mediaUrl: config.runtime.mediaBaseUrl };
  return {
    drafts,
    lifecycle: createScriptLifecycleService({ scripts, versions, drafts }),
    assign: createScriptAssignService({ playlist: app.playlist.repo, drafts }),
    files: createScriptFileService({ drafts }),
    media: createScriptMediaService({ tts: app.tts, ...media }),
  };
}

/** The scenario builder's services: drafts, versions and publishing, assignment, files and audio. */
export type ScriptServices = ReturnType<typeof createScriptServices>;

declare module 'fastify' {
  interface FastifyInstance {
    scripts: ScriptServices;
  }
}

/** The script service's parts, created once (docs/architecture.md, "One composition root"). */
export const scriptPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('scripts', createScriptServices(app));
  },
  { name: 'scripts', dependencies: ['playlist', 'tts'] },
);
