// Documents (issue 13, decision 0037): contracts as PDFs and private paperwork.
import { DocumentsPage } from './documents-page';

export const pages = {
  '/filmmaker/dashboard/documents': DocumentsPage,
};
