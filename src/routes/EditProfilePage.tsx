/**
 * `/edit-profile` (SPEC §2, §5 "Edit profile"): username, age and sex (M or F), all required.
 * Success alerts '회원 정보가 수정되었습니다!' and returns to /setting; failure alerts
 * '수정 실패: …'.
 */
import { RequireLogin } from '../components/RequireLogin';
import { FormField } from '../components/FormField';
import { SubPageHeader } from '../components/SubPageHeader';
import { isProfileFormComplete, saveProfile, type ProfileForm } from '../state/account';
import { useProfileForm } from '../lib/use-profile-form';
import { PendingLabel } from '../components/Spinner';

/** Edit profile (signed-in shoppers only). */
export function EditProfilePage() {
  return (
    <RequireLogin className="sub-page">
      <ProfileFormPage />
    </RequireLogin>
  );
}

function ProfileFormPage() {
  const { form, setForm, pending, submit } = useProfileForm<ProfileForm>(
    { username: '', age: '', sex: '' },
    (current, profile) => ({
      username: current.username || profile.username || '',
      age:
        current.age ||
        (profile.age === null || profile.age === undefined ? '' : String(profile.age)),
      sex: current.sex || profile.sex || '',
    }),
    saveProfile,
  );

  return (
    <main className="sub-page">
      <SubPageHeader title="회원정보 수정" backTo="/setting" />
      <form
        className="form-card"
        onSubmit={(event) => void submit(event)}
        aria-busy={pending}
        noValidate
      >
        <FormField label="이름">
          <input
            className="input"
            type="text"
            name="username"
            autoComplete="name"
            required
            value={form.username}
            onChange={(event) => setForm({ ...form, username: event.target.value })}
          />
        </FormField>
        <FormField label="나이">
          <input
            className="input"
            type="number"
            name="age"
            inputMode="numeric"
            min={1}
            max={120}
            step={1}
            required
            value={form.age}
            onChange={(event) => setForm({ ...form, age: event.target.value })}
          />
        </FormField>
        <fieldset className="segmented">
          <legend className="field-label">성별</legend>
          <div className="segmented-options">
            {(
              [
                ['M', '남성'],
                ['F', '여성'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="segmented-option">
                <input
                  type="radio"
                  name="sex"
                  value={value}
                  checked={form.sex === value}
                  onChange={() => setForm({ ...form, sex: value })}
                />
                <span>{label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <button
          type="submit"
          className="btn btn-primary btn-block btn-lg"
          disabled={pending || !isProfileFormComplete(form)}
        >
          {pending ? <PendingLabel text="저장하는 중…" /> : '저장하기'}
        </button>
      </form>
    </main>
  );
}
