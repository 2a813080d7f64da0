import { useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CreateVisaProductBody } from '@portal/contracts';
import { PageHeader } from '../../../components/list-page/page-header';
import { errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toasts';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { useTenantConfig } from '../../../tenant/tenant-context';
import { useCountries } from '../api/countries';
import { usePublishVisaProduct, useSaveVisaProduct, useVisaProduct } from '../api/visa-product';
import { VisaProductForm } from '../components/visa-product-form';
import { visaProductPath, VisaProductStatusBadge } from '../components/visa-products-table';
import { newProductValues, productValuesOf } from '../utils/visa-product-form';
import { useVisaProductMessage } from '../utils/visa-product-message';
import '../visa-i18n';
import '../i18n';
import { UnavailableDetail } from '../../../components/unavailable-detail';

const listPath = '/backoffice/visa-products';

/**
 * /backoffice/visa-products/new and /backoffice/visa-products/:productId (ManageVisaCatalogue): one visa product's
 * editor. A new product is kept unpublished until an operator publishes it; publishing puts it on sale to agencies
 * at once, unpublishing takes it off sale (applications made keep the product as applied).
 */
export default function VisaProductPage() {
  const { t } = useTranslation('backoffice', { keyPrefix: 'visaProducts' });
  const { productId = 'new' } = useParams();
  const isNew = productId === 'new';
  const navigate = useNavigate();
  const config = useTenantConfig();
  const product = useVisaProduct(isNew ? null : productId);
  const countries = useCountries();
  const save = useSaveVisaProduct();
  const publish = usePublishVisaProduct();
  const message = useVisaProductMessage();
  const time = useTenantDateTime();
  const [problem, setProblem] = useState<string | null>(null);
  const back = (
    <Anchor component={Link} to={listPath} size="sm">
      {t('backToList')}
    </Anchor>
  );

  if ((!isNew && product.isPending) || countries.isPending)
    return <Loader aria-label={t('loadingProduct')} />;
  if (!isNew && !product.data) {
    return (
      <UnavailableDetail
        back={back}
        error={product.error}
        notFound={t('notFound')}
        failed={t('loadFailedProduct')}
        retry={t('retry')}
        onRetry={() => void product.refetch()}
      />
    );
  }
  const data = product.data;

  const onSave = async (body: CreateVisaProductBody) => {
    setProblem(null);
    try {
      const saved = await save.mutateAsync(data ? { productId: data.productId, ...body } : body);
      showToast({ color: 'green', message: t(isNew ? 'created' : 'saved', { title: saved.title }) });
      if (isNew) void navigate(visaProductPath(saved.productId), { replace: true });
    } catch (error) {
      setProblem(message(errorMessage(error)) ?? errorMessage(error));
    }
  };

  const onPublish = async (next: boolean) => {
    if (!data) return;
    setProblem(null);
    try {
      const saved = await publish.mutateAsync({ productId: data.productId, publish: next });
      showToast({ color: 'green', message: t(next ? 'published' : 'unpublished', { title: saved.title }) });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <Stack gap="md">
      {back}
      <PageHeader
        title={data ? data.title : t('newTitle')}
        intro={
          data ? (
            <Group gap="xs" component="span">
              <VisaProductStatusBadge status={data.status} />
              <Text span size="sm" c="dimmed">
                {t('updatedAt', { time: time(data.updatedAt) })}
              </Text>
            </Group>
          ) : (
            t('newIntro')
          )
        }
        actions={
          data ? (
            data.status === 'Published' ? (
              <Button variant="default" loading={publish.isPending} onClick={() => void onPublish(false)}>
                {t('unpublish')}
              </Button>
            ) : (
              <Button
                color="green"
                autoContrast
                loading={publish.isPending}
                onClick={() => void onPublish(true)}
              >
                {t('publish')}
              </Button>
            )
          ) : undefined
        }
      />
      {problem ? (
        <Alert color="red" role="alert" withCloseButton onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      ) : null}
      <VisaProductForm
        key={data?.updatedAt ?? 'new'}
        initialValues={data ? productValuesOf(data) : newProductValues()}
        countries={countries.data?.countries ?? []}
        currency={data?.currency ?? config.global.defaultCurrency}
        isNew={isNew}
        saving={save.isPending}
        onSave={(body) => void onSave(body)}
        onCancel={() => void navigate(listPath)}
      />
    </Stack>
  );
}
