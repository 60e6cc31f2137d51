import { HomePage } from './home-page';

export const pages = { '/': HomePage };
