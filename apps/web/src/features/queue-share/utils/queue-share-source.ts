import { QueueShareSources, type ImportPnrRequest } from '@portal/contracts';

/** The source's name as the tab lists it (the code when it is unknown). */
export const queueShareSourceName = (code: ImportPnrRequest['source']) =>
  QueueShareSources.find((source) => source.code === code)?.name ?? code;
