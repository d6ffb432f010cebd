import { useState } from 'react';
import styled from 'styled-components';
import { ApiError, Link, t, useParams, useToast } from '@storefront/shared';
import type { Assembly } from '@storefront/shared/schemas';
import { Badge, Button, ErrorText, PageTitle, VisuallyHidden, DetailStates } from '@storefront/shared/ui';
import { AdminPage } from '../../../components/AdminPage';
import { assemblyHref, partsBookHref, publishAssembly, useAssembly } from '../api/partsBook';
import { DrawingUpload } from './DrawingUpload';
import { HotspotEditor } from './HotspotEditor';
import { LinesImport } from './LinesImport';
import { BanglaNameForm } from './BanglaNameForm';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  h2 { font-size: 1.2rem; margin: 0 0 ${({ theme }) => theme.space(3)}; color: ${({ theme }) => theme.colors.primary}; }
  h3 { font-size: 1.05rem; margin: 0 0 ${({ theme }) => theme.space(2)}; }
`;

const Publishing = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  p { margin: 0; }
`;

/**
 * An assembly's editor (`/dashboard/assemblies/<id>`): its drawing, its parts list imported as
 * CSV, the hotspots placed on the drawing, and publishing it (or taking it back to draft).
 */
export default function AssemblyEditorPage() {
  const { id } = useParams();
  const assembly = useAssembly(id);

  if (assembly.error || !assembly.data)
    return (
      <DetailStates
        read={assembly}
        what="assembly"
        skeletonHeight="16rem"
        notFound={
          <>
            {t('There is no such assembly.')} <Link to="/dashboard/manageMachines">{t('See the machines')}</Link>
          </>
        }
      />
    );
  const data = assembly.data;
  const saved = (next: Assembly) => void assembly.mutate(next, { revalidate: false });
  return (
    <AdminPage>
      <p>
        <Link to={partsBookHref(data.machineId)} state={{ machine: data.machine }}>
          ← {t('Parts book of {machine}', { machine: data.machine.name })}
        </Link>
      </p>
      <PageTitle>{data.name}</PageTitle>
      <Publish assembly={data} onSaved={saved} />
      <BanglaNameForm assembly={data} onSaved={saved} />
      <Sections>
        <DrawingUpload assembly={data} onUploaded={saved} />
        <LinesImport assembly={data} onImported={() => void assembly.mutate()} />
        <HotspotEditor assembly={data} onSaved={saved} />
      </Sections>
    </AdminPage>
  );
}

function Publish({ assembly, onSaved }: { assembly: Assembly; onSaved(saved: Assembly): void }) {
  const toast = useToast();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    setError(undefined);
    setBusy(true);
    try {
      const saved = await publishAssembly(assembly._id, !assembly.published);
      onSaved(saved);
      toast.success(saved.published ? t('{name} is published', { name: saved.name }) : t('{name} is a draft again', { name: saved.name }));
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : t('Could not change the assembly: {reason}', { reason: (cause as Error).message }));
    } finally {
      setBusy(false);
    }
  };

  const href = assemblyHref(assembly.machine, assembly.slug);
  return (
    <>
      <Publishing>
        <Badge $tone={assembly.published ? 'success' : 'neutral'}>{assembly.published ? t('Published') : t('Draft')}</Badge>
        <p>{assembly.published ? t('Customers see it on the machine’s page.') : t('Only admins see it until it is published.')}</p>
        <Button $variant={assembly.published ? 'secondary' : 'primary'} disabled={busy} onClick={() => void toggle()}>
          {assembly.published ? t('Back to draft') : t('Publish')}
        </Button>
        {assembly.published && (
          <a href={href} target="_blank" rel="noreferrer">
            {t('Public page')}
            <VisuallyHidden>{t(' of {name} (opens in a new tab)', { name: assembly.name })}</VisuallyHidden>
          </a>
        )}
      </Publishing>
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </>
  );
}
