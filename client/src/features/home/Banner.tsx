import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { districtListText } from '../delivery/deliveryWording';
import { useDeliveryPromise } from '../delivery/useDeliveryPromise';
import { button } from '../../ui/Button.css';
import * as styles from './Banner.css';

/**
 * The home page's hero: what the shop offers, how it is paid, and the way in (Shop Now). Its title and eyebrow need
 * no data, so they paint at once; where the shop delivers comes from the delivery zones, in the longer sentence
 * laptops show.
 */
export function Banner() {
  return (
    <section className={styles.banner} aria-labelledby="home-banner-title">
      <div className={styles.copy}>
        <p className={styles.eyebrow}>
          <Trans>Pay cash on delivery · No minimum order</Trans>
        </p>
        <h1 id="home-banner-title" className={styles.title}>
          <Trans>Fresh groceries delivered to your door</Trans>
        </h1>
        <p className={styles.text}>
          <Suspense fallback={<Trans>Fruit, vegetables, dairy and everyday essentials.</Trans>}>
            <WhereWeDeliver />
          </Suspense>
        </p>
        <Link to="/categories" className={[button({ tone: 'outline' }), styles.action].join(' ')}>
          <Trans>Shop Now</Trans>
        </Link>
      </div>
      <BasketPicture />
    </section>
  );
}

/** The sentence with the served districts, from the delivery zones. */
function WhereWeDeliver() {
  const { i18n } = useLingui();
  const { servedDistricts } = useDeliveryPromise();
  if (servedDistricts.length === 0) return <Trans>Fruit, vegetables, dairy and everyday essentials.</Trans>;
  const districts = districtListText(servedDistricts, i18n.locale);
  return <Trans>Fruit, vegetables, dairy and everyday essentials, delivered in {districts}.</Trans>;
}

// A drawn basket of produce: decorative, and no image request on the way to the first paint.
function BasketPicture() {
  return (
    <svg className={styles.art} viewBox="0 0 240 200" width="240" height="200" aria-hidden="true" focusable="false">
      <circle className={styles.glow} cx="124" cy="100" r="96" />
      <path className={styles.handle} d="M66 112 C66 30 178 30 178 112" />
      <path className={styles.leaf} d="M150 50 C160 26 184 24 190 34 C178 38 166 46 158 60 Z" />
      <path className={styles.leaf} d="M160 56 C178 44 200 50 202 62 C188 60 176 62 166 68 Z" />
      <path className={styles.carrot} d="M150 58 C158 52 170 56 172 66 L186 118 L150 118 Z" />
      <circle className={styles.leaf} cx="122" cy="86" r="34" />
      <path className={styles.vein} d="M122 120 C112 100 110 76 122 56 M122 100 C132 90 140 84 150 82 M120 90 C110 84 102 80 94 80" />
      <circle className={styles.tomato} cx="80" cy="100" r="25" />
      <path className={styles.stem} d="M80 76 L86 70 L86 79 L94 77 L87 83 L80 82 L73 83 L66 77 L74 79 L74 70 Z" />
      <ellipse className={styles.egg} cx="166" cy="106" rx="14" ry="17" />
      <path className={styles.basket} d="M38 116 H206 L190 184 C189 188 186 190 182 190 H62 C58 190 55 188 54 184 Z" />
      <path className={styles.weave} d="M48 138 H196 M52 158 H192 M57 176 H187 M84 120 L90 188 M122 120 V188 M160 120 L154 188" />
      <rect className={styles.rim} x="30" y="106" width="184" height="16" rx="8" />
    </svg>
  );
}
