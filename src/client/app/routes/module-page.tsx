import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { findModule, placeholderModule } from '@shared/content/modules/learning-modules';
import { moduleAsText, moduleFileName } from '@shared/content/modules/module-text';
import { Spinner } from '@client/components/ui/spinner';
import { useUser } from '@client/features/auth/api/get-user';
import { useRecordModuleRead } from '@client/features/resources/api/record-module-read';
import { ModuleArticle, type FontSize } from '@client/features/resources/components/module-article';
import { ModuleSidebar } from '@client/features/resources/components/module-sidebar';
import { useModuleReveal } from '@client/features/resources/hooks/use-module-reveal';
import { saveText } from '@client/lib/save-file';
import { withQueries } from '../query-provider';
import '@client/features/resources/components/module-print.css';

// Subscribes to the user on its own, so the article does not re-render when the user arrives.
function RecordReadWhenSignedIn({ slug }: { slug: string }) {
  const { user } = useUser();
  const recordRead = useRecordModuleRead();
  const userId = user?.id;
  useEffect(() => {
    if (userId !== undefined) recordRead(slug);
  }, [userId, slug, recordRead]);
  return null;
}

function ModulePage() {
  const { moduleId = '' } = useParams();
  const found = findModule(moduleId);
  const module = found ?? placeholderModule(moduleId);
  const loading = useModuleReveal(moduleId);
  const [fontSize, setFontSize] = useState<FontSize>('normal');
  if (loading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Loading module" />
      </div>
    );
  }

  return (
    <div className="module-print-root container mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[1fr_18rem]">
      {found && <RecordReadWhenSignedIn slug={found.slug} />}
      <ModuleArticle module={module} fontSize={fontSize} />
      <ModuleSidebar
        currentSlug={module.slug}
        fontSize={fontSize}
        onToggleFontSize={() => setFontSize((size) => (size === 'normal' ? 'large' : 'normal'))}
        onDownload={() => saveText(moduleFileName(module.title), moduleAsText(module))}
      />
    </div>
  );
}

export default withQueries(ModulePage);
