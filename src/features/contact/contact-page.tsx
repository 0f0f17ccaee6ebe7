// The /contact page: the contact form beside the find-us card.
import { PageBand } from '../../components/ui/page-band';
import { PAGE_BAND_PHOTOS } from '../../components/ui/page-band-photos';
import { ContactForm } from './contact-form';
import { FindUsCard } from './find-us-card';
import './contact-page.css';

export function ContactPage() {
  return (
    <div className="contact-page">
      <PageBand
        eyebrow="Hola"
        title="Contact us"
        lede="Questions, private events, a table for a big group or a word about your evening: write to us and we will answer within a day."
        photo={PAGE_BAND_PHOTOS.contact}
        focus="50% 60%"
      />
      <div className="contact-page__body">
        <section className="contact-page__form" aria-labelledby="contact-form-title">
          <h2 className="contact-page__title" id="contact-form-title">
            Send us a message
          </h2>
          <ContactForm />
        </section>
        <FindUsCard />
      </div>
    </div>
  );
}
