// The /contact page: the contact form beside the find-us card.
import { PageBand } from '../../components/ui/page-band';
import { PAGE_BAND_PHOTOS } from '../../components/ui/page-band-photos';
import { ContactForm } from './contact-form';
import { FindUsCard } from './find-us-card';
import { useT } from '../../i18n/use-t';
import './contact-page.css';

export function ContactPage() {
  const t = useT();
  return (
    <div className="contact-page">
      <PageBand
        eyebrow={t('contact.eyebrow')}
        title={t('contact.heading')}
        lede={t('contact.lede')}
        photo={PAGE_BAND_PHOTOS.contact}
        focus="50% 60%"
      />
      <div className="contact-page__body">
        <section className="contact-page__form" aria-labelledby="contact-form-title">
          <h2 className="contact-page__title" id="contact-form-title">
            {t('contact.formTitle')}
          </h2>
          <ContactForm />
        </section>
        <FindUsCard />
      </div>
    </div>
  );
}
