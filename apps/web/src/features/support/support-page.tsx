import { PageHeader } from '@/components/page-header';
import { Card } from '@/components/ui/card';
import { SupportFaq } from './support-faq';
import { SupportRequestForm } from './support-request-form';

const SUPPORT_EMAIL = 'support@reelhire.test';

export function SupportPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <PageHeader
        title="Support"
        description="Answers to common questions about accounts, verification, payments and disputes, and a way to reach our team."
      />

      <section aria-labelledby="support-faq-heading" className="mt-8">
        <h2 id="support-faq-heading" className="mb-4 text-lg font-semibold tracking-tight text-zinc-900">
          Frequently asked questions
        </h2>
        <SupportFaq />
      </section>

      <section aria-labelledby="support-contact-heading" className="mt-12">
        <h2 id="support-contact-heading" className="text-lg font-semibold tracking-tight text-zinc-900">
          Contact our team
        </h2>
        <p className="mt-1 mb-4 text-sm text-zinc-600">
          Didn&apos;t find your answer? Send us a message, or email{' '}
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="font-medium text-brand-600 underline underline-offset-2 hover:text-brand-700"
          >
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
        <Card>
          <SupportRequestForm />
        </Card>
      </section>
    </div>
  );
}
