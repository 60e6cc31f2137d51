import { FilmmakerPortfolioForm } from './portfolio-step-form';
import { FILMMAKER_SETUP, SetupStepPage } from './setup-step-page';

/** Setup step 3: showreel, work links, portfolio and service images, credits. */
export function FilmmakerPortfolioPage() {
  return (
    <SetupStepPage
      setup={FILMMAKER_SETUP}
      current={2}
      description="What clients watch and look at before they book you. A showreel, a work link, an image or a clip is enough to go live."
      form={FilmmakerPortfolioForm}
      back="/filmmaker/profile-setup/professional"
      next="/filmmaker/profile-setup/preview"
    />
  );
}
