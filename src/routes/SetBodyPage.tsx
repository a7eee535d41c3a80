/**
 * `/set-body` (SPEC §2, §5 "Body info", §9): height 100–250 cm and weight 30–200 kg, both
 * required (else '모든 정보를 입력해 주세요.'); save stays disabled until both are present; the
 * values are sent as strings. Success '신체 정보가 저장되었습니다.'; failure '저장 실패: …'.
 * Below them, optional for size advice ("더 정확한 사이즈 추천"): chest and waist girth and the
 * usual shoe size, which the advice prefers to its estimate from height and weight.
 */
import { RequireLogin } from '../components/RequireLogin';
import { FormField } from '../components/FormField';
import { SubPageHeader } from '../components/SubPageHeader';
import {
  BODY_LIMITS,
  bodyFormError,
  isBodyFormFilled,
  saveBody,
  type BodyForm,
} from '../state/account';
import { useProfileForm } from '../lib/use-profile-form';
import { PendingLabel } from '../components/Spinner';
import { ACCOUNT_MESSAGES } from '../messages';
import { BODY_MEASURE_LIMITS } from '../../contract/sizes';

/** The optional measures, in form order. */
const OPTIONAL_MEASURES = [
  {
    key: 'chest_cm',
    label: '가슴둘레',
    unit: 'cm',
    message: ACCOUNT_MESSAGES.chestRange,
    placeholder: '예: 96',
    step: '0.1',
  },
  {
    key: 'waist_cm',
    label: '허리둘레',
    unit: 'cm',
    message: ACCOUNT_MESSAGES.waistRange,
    placeholder: '예: 82',
    step: '0.1',
  },
  {
    key: 'shoe_mm',
    label: '신발 사이즈',
    unit: 'mm',
    message: ACCOUNT_MESSAGES.shoeRange,
    placeholder: '예: 270',
    step: '5',
  },
] as const;

const asText = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** Body info (signed-in shoppers only). */
export function SetBodyPage() {
  return (
    <RequireLogin className="sub-page">
      <BodyFormPage />
    </RequireLogin>
  );
}

function BodyFormPage() {
  const { form, setForm, pending, submit } = useProfileForm<BodyForm>(
    { height: '', weight: '', chest_cm: '', waist_cm: '', shoe_mm: '' },
    (current, profile) => ({
      height: current.height || asText(profile.height),
      weight: current.weight || asText(profile.weight),
      chest_cm: current.chest_cm || asText(profile.chest_cm),
      waist_cm: current.waist_cm || asText(profile.waist_cm),
      shoe_mm: current.shoe_mm || asText(profile.shoe_mm),
    }),
    saveBody,
  );

  const problem = isBodyFormFilled(form) ? bodyFormError(form) : null;
  const heightError = problem === ACCOUNT_MESSAGES.heightRange ? problem : undefined;
  const weightError = problem === ACCOUNT_MESSAGES.weightRange ? problem : undefined;
  const measureError = (message: string) => (problem === message ? problem : undefined);
  return (
    <main className="sub-page">
      <SubPageHeader title="맞춤 정보" backTo="/setting" />
      <p className="sub-page-lead">키와 몸무게를 알려 주시면 체형에 맞는 코디를 추천해 드려요.</p>
      <form
        className="form-card"
        onSubmit={(event) => void submit(event)}
        aria-busy={pending}
        noValidate
      >
        <FormField
          label="키 (cm)"
          hint={`${BODY_LIMITS.height.min}~${BODY_LIMITS.height.max}cm`}
          error={heightError}
        >
          <input
            className="input"
            type="number"
            name="height"
            inputMode="decimal"
            min={BODY_LIMITS.height.min}
            max={BODY_LIMITS.height.max}
            step="0.1"
            value={form.height}
            onChange={(event) => setForm({ ...form, height: event.target.value })}
            placeholder="예: 175"
          />
        </FormField>
        <FormField
          label="몸무게 (kg)"
          hint={`${BODY_LIMITS.weight.min}~${BODY_LIMITS.weight.max}kg`}
          error={weightError}
        >
          <input
            className="input"
            type="number"
            name="weight"
            inputMode="decimal"
            min={BODY_LIMITS.weight.min}
            max={BODY_LIMITS.weight.max}
            step="0.1"
            value={form.weight}
            onChange={(event) => setForm({ ...form, weight: event.target.value })}
            placeholder="예: 70"
          />
        </FormField>
        <fieldset className="form-fieldset">
          <legend className="form-legend">더 정확한 사이즈 추천 (선택)</legend>
          <p className="form-note">
            줄자로 잰 둘레나 평소 신는 신발 사이즈를 알려 주시면 키·몸무게로 추정한 값 대신 써요.
          </p>
          {OPTIONAL_MEASURES.map(({ key, label, unit, message, placeholder, step }) => (
            <FormField
              key={key}
              label={`${label} (${unit})`}
              hint={`${BODY_MEASURE_LIMITS[key].min}~${BODY_MEASURE_LIMITS[key].max}${unit}`}
              error={measureError(message)}
            >
              <input
                className="input"
                type="number"
                name={key}
                inputMode="decimal"
                min={BODY_MEASURE_LIMITS[key].min}
                max={BODY_MEASURE_LIMITS[key].max}
                step={step}
                value={form[key] ?? ''}
                onChange={(event) => setForm({ ...form, [key]: event.target.value })}
                placeholder={placeholder}
              />
            </FormField>
          ))}
        </fieldset>
        <button
          type="submit"
          className="btn btn-primary btn-block btn-lg"
          disabled={pending || !isBodyFormFilled(form)}
        >
          {pending ? <PendingLabel text="저장하는 중…" /> : '저장하기'}
        </button>
      </form>
    </main>
  );
}
