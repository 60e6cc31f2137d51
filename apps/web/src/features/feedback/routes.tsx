import { FeedbackPage } from './feedback-page';

export const pages = {
  '/feedback': FeedbackPage,
};
