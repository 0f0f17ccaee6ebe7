// About: the story of the bar, its kitchen and its wine, and the credits of every photo on the site.
import { Link } from '@tanstack/react-router';
import { aboutParagraphs } from '../../../shared/rules/announcement';
import { useBarSettings } from '../../lib/bar-settings';
import { Icon, type IconName } from '../../components/ui/icon';
import { BookTableLink } from '../../components/book-table-link';
import { PageBand } from '../../components/ui/page-band';
import { PAGE_BAND_PHOTOS } from '../../components/ui/page-band-photos';
import { StoryPhoto } from './story-photo';
import { PhotoCredits } from './photo-credits';
import './about-page.css';

const values: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'plate',
    title: 'Share everything',
    text: 'Tapas are made for the middle of the table. Order a few, then a few more; the kitchen sends them out as they are ready.',
  },
  {
    icon: 'glass',
    title: 'Take your time',
    text: 'Your table is yours for the evening. Linger over a second glass, a cheese board or a slice of tarta de Santiago.',
  },
  {
    icon: 'leaf',
    title: 'Cook to order',
    text: 'Every plate is made when you ask for it, so tell us about allergies or what you don’t eat and we will adapt what we can.',
  },
];

export function AboutPage() {
  const bar = useBarSettings();
  const city = bar.address.locality;
  return (
    <>
      <PageBand
        eyebrow="Our story"
        title="A family table, a long bar, and the food of southern Spain"
        lede={`${bar.name} is a small tapas and wine bar in ${city}, run by one family and cooked the way we eat at home.`}
        photo={PAGE_BAND_PHOTOS.about}
        focus="50% 60%"
      />

      <section className="section about-story" aria-labelledby="story-start">
        <div className="container about-story__grid">
          <div className="about-story__text">
            <p className="eyebrow">Where it started</p>
            <h2 id="story-start" className="about-story__title">
              A kitchen where the door was never closed
            </h2>
            {/* The owner's story from the settings: plain paragraphs, never markup. */}
            {aboutParagraphs(bar.about).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <StoryPhoto src="/images/gallery/food/tortilla-espanola.jpg" className="about-story__photo about-story__photo--tall" />
        </div>
      </section>

      <section className="section section--cream-2 about-story" aria-labelledby="story-kitchen">
        <div className="container about-story__grid about-story__grid--reverse">
          <div className="about-story__text">
            <p className="eyebrow">The kitchen</p>
            <h2 id="story-kitchen" className="about-story__title">
              Straight from the pan to the middle of the table
            </h2>
            <p>
              We cook the way the tapas bars of Sevilla, Cádiz and Madrid do: a few plates at a time, as they come off the
              stove. Gambas sizzling in garlic and guindilla, a tortilla that is still soft in the middle, croquetas rolled by
              hand every afternoon, and paella made to order with a proper socarrat at the bottom of the pan.
            </p>
            <p>
              The pimentón, saffron, olive oil and cheeses come from Spain. The seafood comes off New England boats, and in
              summer the tomatoes and peppers come from farms a short drive away.
            </p>
          </div>
          <StoryPhoto src="/images/gallery/food/gambas-al-ajillo.jpg" className="about-story__photo" />
        </div>
      </section>

      <section className="section about-story" aria-labelledby="story-bar">
        <div className="container about-story__grid">
          <div className="about-story__text">
            <p className="eyebrow">The bar</p>
            <h2 id="story-bar" className="about-story__title">
              A wine list that leans Spanish, and leans generous
            </h2>
            <p>
              Crisp Albariño from Galicia, Tempranillo from Rioja and Ribera del Duero, Garnacha from Aragón, and a proper sherry
              shelf that runs from bone-dry manzanilla to sticky Pedro Ximénez. There is vermouth on tap, sangria by the pitcher
              and a few cocktails for the long evenings.
            </p>
            <p>Not sure what to pick? Ask for a taste before you choose a glass. We like talking about wine almost as much as pouring it.</p>
            <Link to="/{-$lang}/drinks" className="text-link">
              Browse drinks &amp; wine
              <Icon name="arrow-right" size={18} />
            </Link>
          </div>
          <StoryPhoto src="/images/gallery/drinks/sangria.jpg" className="about-story__photo about-story__photo--tall" />
        </div>
      </section>

      <section className="section section--night on-dark about-values" aria-labelledby="values-title">
        <div className="container">
          <p className="eyebrow">How we do things</p>
          <h2 id="values-title" className="about-values__title">
            Three house rules
          </h2>
          <ul className="about-values__list">
            {values.map((value) => (
              <li key={value.title} className="about-values__item">
                <span className="about-values__icon">
                  <Icon name={value.icon} size={26} />
                </span>
                <h3 className="about-values__name">{value.title}</h3>
                <p>{value.text}</p>
              </li>
            ))}
          </ul>
          <div className="about-values__ctas">
            <BookTableLink className="btn btn--primary btn--lg" />
            <Link to="/{-$lang}/menu" className="btn btn--ghost btn--lg">
              See the menu
            </Link>
          </div>
        </div>
      </section>

      <PhotoCredits />
    </>
  );
}
