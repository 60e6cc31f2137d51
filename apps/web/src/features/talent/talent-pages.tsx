import { PageHeader } from '@/components/page-header';
import { TalentDirectory } from './talent-directory';

export function PublicTalentPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6">
      <PageHeader title="Find filmmakers" description="Directors, camera crew, editors, sound and more." />
      <TalentDirectory
        hrefFor={(talent) =>
          talent.username ? `/portfolio/${talent.username}` : `/talent/portfolio/${talent.id}`
        }
      />
    </div>
  );
}

export function ClientTalentPage() {
  return (
    <div>
      <PageHeader
        title="Find talent"
        description="Search by craft, city, day rate and availability. Verified filmmakers carry a badge."
      />
      <TalentDirectory hrefFor={(talent) => `/client/dashboard/talent/${talent.id}`} />
    </div>
  );
}
