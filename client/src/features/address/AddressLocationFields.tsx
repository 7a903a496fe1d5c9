import { Trans, useLingui } from '@lingui/react/macro';
import { Component as ReactComponent, type ReactNode, Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { AddressLocationFieldsDistrictsQuery } from '../../__generated__/AddressLocationFieldsDistrictsQuery.graphql';
import type { AddressLocationFieldsSectorsQuery } from '../../__generated__/AddressLocationFieldsSectorsQuery.graphql';
import type { AddressLocationFieldsVillagesQuery } from '../../__generated__/AddressLocationFieldsVillagesQuery.graphql';
import { Button } from '../../ui/Button';
import { LocationSelect } from './LocationSelect';
import * as styles from './AddressForm.css';

/** Where an address is: the three official names, empty while not chosen. */
export interface AddressLocation {
  district: string;
  sector: string;
  village: string;
}

const districtsQuery = graphql`
  query AddressLocationFieldsDistrictsQuery {
    addressLocations {
      districts
    }
  }
`;

const sectorsQuery = graphql`
  query AddressLocationFieldsSectorsQuery($district: String!) {
    addressLocations {
      sectors(district: $district)
    }
  }
`;

const villagesQuery = graphql`
  query AddressLocationFieldsVillagesQuery($district: String!, $sector: String!) {
    addressLocations {
      villages(district: $district, sector: $sector)
    }
  }
`;

type StepProps = { value: string; onChange: (value: string) => void; fetchKey: number };

/**
 * District, then Sector, then Village: each select waits for the one before it and is cleared when it changes.
 * The lists come from the server (the national data), each loaded once and kept in the Relay store.
 */
export function AddressLocationFields({ value, onChange }: { value: AddressLocation; onChange: (next: AddressLocation) => void }) {
  const [fetchKey, setFetchKey] = useState(0);
  const labels = useStepLabels();
  return (
    <LocationErrorBoundary key={fetchKey} onRetry={() => setFetchKey((key) => key + 1)}>
      <Suspense fallback={<LocationSelect {...labels.district} value="" options={null} disabled={false} onChange={() => undefined} />}>
        <DistrictSelect fetchKey={fetchKey} value={value.district} onChange={(district) => onChange({ district, sector: '', village: '' })} />
      </Suspense>
      {value.district ? (
        <Suspense fallback={<LocationSelect {...labels.sector} value="" options={null} disabled={false} onChange={() => undefined} />}>
          <SectorSelect
            fetchKey={fetchKey}
            district={value.district}
            value={value.sector}
            onChange={(sector) => onChange({ ...value, sector, village: '' })}
          />
        </Suspense>
      ) : (
        <LocationSelect {...labels.sector} value="" options={[]} disabled onChange={() => undefined} />
      )}
      {value.district && value.sector ? (
        <Suspense fallback={<LocationSelect {...labels.village} value="" options={null} disabled={false} onChange={() => undefined} />}>
          <VillageSelect
            fetchKey={fetchKey}
            district={value.district}
            sector={value.sector}
            value={value.village}
            onChange={(village) => onChange({ ...value, village })}
          />
        </Suspense>
      ) : (
        <LocationSelect {...labels.village} value="" options={[]} disabled onChange={() => undefined} />
      )}
    </LocationErrorBoundary>
  );
}

function useStepLabels() {
  const { t } = useLingui();
  return {
    district: { label: t`District`, filterLabel: t`Search districts`, placeholder: t`Select a district` },
    sector: { label: t`Sector`, filterLabel: t`Search sectors`, placeholder: t`Select a sector` },
    village: { label: t`Village`, filterLabel: t`Search villages`, placeholder: t`Select a village` },
  };
}

function DistrictSelect({ value, onChange, fetchKey }: StepProps) {
  const labels = useStepLabels();
  const data = useLazyLoadQuery<AddressLocationFieldsDistrictsQuery>(districtsQuery, {}, { fetchKey });
  return <LocationSelect {...labels.district} value={value} options={data.addressLocations.districts} disabled={false} onChange={onChange} />;
}

function SectorSelect({ district, value, onChange, fetchKey }: StepProps & { district: string }) {
  const labels = useStepLabels();
  const data = useLazyLoadQuery<AddressLocationFieldsSectorsQuery>(sectorsQuery, { district }, { fetchKey });
  // A new district is a new list: its filter starts empty.
  return <LocationSelect key={district} {...labels.sector} value={value} options={data.addressLocations.sectors} disabled={false} onChange={onChange} />;
}

function VillageSelect({ district, sector, value, onChange, fetchKey }: StepProps & { district: string; sector: string }) {
  const labels = useStepLabels();
  const data = useLazyLoadQuery<AddressLocationFieldsVillagesQuery>(villagesQuery, { district, sector }, { fetchKey });
  return (
    <LocationSelect
      key={`${district}/${sector}`}
      {...labels.village}
      value={value}
      options={data.addressLocations.villages}
      disabled={false}
      onChange={onChange}
    />
  );
}

/** Keeps a failed list load inside the dialog, with a way to try again. */
class LocationErrorBoundary extends ReactComponent<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={styles.loadFailed} role="alert">
        <p>
          <Trans>The districts, sectors and villages could not be loaded. Check your connection, then try again.</Trans>
        </p>
        <Button tone="outline" size="small" onClick={this.props.onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
}
