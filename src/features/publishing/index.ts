// The publishing feature's public face: making a presentation from a source (Markdown or JSON), a
// PDF, a template or nothing, for the command line and the seed, and the picture rule an import
// shares. Its calls (the dashboard's create panel, copies) are registered by the composition root
// (src/app/routes.ts) from routes.ts.

export { importReportOf } from './import-report.service';
export { pictureMedia, publishSource } from './publish.service';
