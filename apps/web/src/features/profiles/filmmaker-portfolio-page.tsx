import { useFilmmakerProfile } from './api/get-filmmaker-profile';
import { FilmmakerPortfolioForm } from './portfolio-step-form';
import { FILMMAKER_STEPS, filmmakerStepsComplete, SetupPage } from './setup-frame';

/** Setup step 3: showreel, work links, portfolio and service images, credits. */
export function FilmmakerPortfolioPage() {
  const query = useFilmmakerProfile();
  return (
    <SetupPage
      steps={FILMMAKER_STEPS}
      current={2}
      query={query}
      complete={filmmakerStepsComplete}
      description="What clients watch and look at before they book you. A showreel, a work link, an image or a clip is enough to go live."
    >
      {(profile, userId) => (
        <FilmmakerPortfolioForm
          profile={profile}
          host={{
            kind: 'setup',
            userId,
            back: '/filmmaker/profile-setup/professional',
            next: '/filmmaker/profile-setup/preview',
          }}
        />
      )}
    </SetupPage>
  );
}
