/**
 * 012: the sample catalogue's photographed pictures a shop would never publish — a legible
 * third-party brand mark, logo, licensed character or celebrity likeness (the products are sold
 * under invented brands), a dirty or torn garment, a blurred picture, profanity, a camera's date
 * stamp — were looked at again by eye and left out of the catalogue (ml/data/catalogue-rejects.csv
 * gives each one's reason and what was seen; their files are no longer shipped). A database seeded
 * before keeps its products (likes and saved outfits point at them) but shows each as the drawing
 * of its category, colour and pattern, as the sample catalogue's drawn products are, and without
 * the picture's look (the photographed slot then ranks it by colour). Only the server's own sample
 * pictures change; a shop's image URLs are left as they are. Never edit this file after it
 * landed; add 013.
 */
import { sql, type Kysely } from 'kysely';
import type { CategoryName, ColourName } from '../../../contract/taxonomy';
import { illustrationPath } from '../../catalog/illustration/paths';
import type { Pattern } from '../../catalog/illustration/variant';

/** The withdrawn pictures' source photo ids (their files were `/media/catalog/photos/<id>.webp`). */
export const WITHDRAWN_PICTURES: readonly string[] = [
  '003f4cab-7214-4770-b727-3400d4508741',
  '030a5708-f6d7-441f-86ee-0b51b33f3f51',
  '06bb461c-a133-46be-9663-a56a14cf6712',
  '06e4b3cf-bb53-482a-98e3-a4cc0f470b2d',
  '07de80f6-00a3-40eb-8eb4-17890f75c08f',
  '0aa095c3-9d4d-4416-8788-82655af859a8',
  '0add1694-17d0-46ec-a9fc-900da252af41',
  '0ba2d892-a1fb-4961-88a8-d77875b9f673',
  '0e2b92c8-c89b-43f9-9364-a5316cb164fc',
  '0e9dc3b7-f9de-4bc0-8ec1-8f442b4dcba4',
  '0ec67bba-c4e8-4446-86f5-23d7f6f26809',
  '10529e10-2487-405d-93e9-696e1cc81f96',
  '13e4f8bd-04b9-48a8-9939-05d86b9cf9bf',
  '1417c271-ce40-40b7-bee1-32344bab6f16',
  '1603b682-ed73-4f3e-88df-069d0efe2a55',
  '17685bbe-8548-481d-a482-d1b75ffb01d1',
  '188eaa2d-1a69-49b1-a9fb-7b3789ac93b4',
  '1a5aa128-26b7-4a79-8fb1-2873ebb9fa2a',
  '1e644fc1-d3ba-4da2-954e-68879e020a2f',
  '1edea599-fab0-4dfb-8f26-0b01e131f776',
  '1faab1ac-d8d4-4711-adbb-7812d7513d41',
  '201d7c0c-4e6f-47c9-bb55-44890164c6a7',
  '21183cf1-c20b-4a86-8e86-ab5ca9b26c06',
  '240bafc9-4c27-4d14-975a-4efe38c26cc8',
  '24c6e163-2b58-4aab-ac97-86422a51b272',
  '252363a7-81a6-41dc-b468-e009177ff176',
  '27be613c-d612-422a-94d8-d24db3efe1eb',
  '29e3b778-01f9-4b07-b3c6-e22ce67b2174',
  '2a1612d6-1984-468a-a242-08349c446a77',
  '2b12ad64-97e5-4500-ad2e-f74ea31eacbb',
  '2b84e88f-fa18-4af8-b6ef-e51abb38d760',
  '2bc86809-3b2e-484b-b623-4c5ca81cc606',
  '2d7142fc-f67a-443c-885a-62b5ebe034f1',
  '2fff27df-def9-4410-962e-cbba35a6b29f',
  '30b065eb-caa7-4666-80a9-2c06808d89ff',
  '331737f8-614a-4902-8c3e-7ab1b535db29',
  '3395d7f5-fe79-448e-abec-fb6879feeddf',
  '34c466b5-ad3e-431e-9fb3-6326fd4b1940',
  '3646d5d0-76d6-4a8e-bfa4-f00ff7a41824',
  '37820224-d7fc-41da-b46f-fe7dd25b125e',
  '3972b4a1-41b6-4333-8f65-e6a776e94e18',
  '3b67cb0e-eb7c-4f4e-a67a-804ae460932d',
  '3c1fee71-022d-44c8-a0c4-c83d43e0ff04',
  '3c354594-6ed1-407d-b034-2c414fddbaa8',
  '3c4df256-fc57-4379-8368-0c1fa0effcae',
  '3d89c235-efaf-447b-a4fb-aa73a0d50df1',
  '3eef0277-3c10-4c24-99d7-75edc091064b',
  '41302a0b-5faf-48a9-9b40-33885d28a7a6',
  '44adf0a2-88dc-4dfe-a18e-f149386fe0c3',
  '44b0c5e7-5174-421b-959c-720483509d5e',
  '44bf7760-a7c2-41c2-9eb4-1d12bd5c235c',
  '45bb709b-54ae-4bae-a73a-745ca7bff53d',
  '47533149-1373-4576-9d70-8b4bf33a687c',
  '48cf2df3-a9c0-4534-9e8a-730afe44f81f',
  '496cd909-30b6-4b85-890e-af9615a54cec',
  '49859c1d-7f36-4921-86e7-bca31a8c4651',
  '4bc5985c-fb6e-4ebf-83ad-2bf16f79ece0',
  '4bf111e5-8a3a-4ed8-a771-cbac8841552c',
  '4d14f447-f8b9-4633-bbc2-c5ce154a0389',
  '4d81f7a0-9cb3-4c64-a2b7-3ea9b096d091',
  '4e620c49-948c-4cb2-9164-09853d82b816',
  '50c03b15-b03e-4b7f-bd52-6332eca1bea8',
  '51d78d4d-daf5-46ec-be98-bded5ed36b11',
  '51efa1c1-991e-4f4f-bc07-76a879dca148',
  '520086b3-e4a7-42d4-8590-a4a505bf6a49',
  '539ed4a9-3122-4a64-9f54-d29befa37dbb',
  '53bdcd97-0850-49d4-8e1f-f3397b0bfef2',
  '53c2539d-a472-4a71-88d8-6c0aaf0fe1eb',
  '540febee-92d4-494a-b453-84d670feebe5',
  '576ea34f-b4e3-4269-b99d-e97343549a8a',
  '57ab07eb-ba6c-400a-9377-f9af3501ff56',
  '59d4d94f-5a3e-4432-9f28-b2bf3d4db3b6',
  '5aee6e35-20fc-41aa-8db4-7014452b2ab7',
  '5ba5d1a1-9fa7-4895-ad5f-bb0e5e0dcf8d',
  '5e36ffa0-fd70-4a61-9b63-bea16ce83616',
  '5f0a3fa0-6a3d-4b68-b213-72766a643de7',
  '60e4697b-f69b-4f9e-a0c9-4e707d0b0f2f',
  '6190369c-a306-4fb6-801e-98ddcbe21435',
  '61bbb3a2-2ee0-47bd-b3f9-2675b3076302',
  '6361debd-1437-4d04-acc2-f9dae8157d5c',
  '64af0d68-9e87-4a52-82d8-67fb9ba9b2dd',
  '651c0bd8-ee1b-4f39-8951-e8ea64671029',
  '66a576d7-056c-49e4-b2c7-5ed8bb9c9267',
  '691adbe1-f608-471e-bbdf-cc2779e92b4e',
  '6a2fef2d-6a7d-4293-8d03-e412d57090a5',
  '6bdd35ce-9285-4580-8755-4c8f4bd9b724',
  '6cb6102f-cf2a-4b60-8b44-97e8b8e1e4f2',
  '6ee35103-70d6-4846-b313-378274fcd3f0',
  '6f80839e-abae-4142-9833-5b85ba235d11',
  '70d6fdd0-4a24-429f-a00c-dc946a90f9e3',
  '7183e0de-c9e1-45bf-9d89-9319afc727ec',
  '7253c29e-932d-4669-b834-e3070730f788',
  '734353cb-1cef-4292-bf7f-06c4583216b7',
  '74d4f5f3-d0fc-46df-80bd-c00f7144feff',
  '74e2adaf-72e7-405c-8e79-7dd804353143',
  '750e7e55-fe47-443a-a0b4-8ff764c451d4',
  '75557d1e-b607-4918-82d0-b3f14f31d5a7',
  '75861e58-b6fe-4008-a3e7-316af2e44354',
  '75b7e88f-093d-453a-9238-a91e18ef80f5',
  '76bf8091-4b76-41f9-b7a8-825747e4f39d',
  '7a2a6c18-1b14-49f1-80e1-a0ec88a59532',
  '7b016eb0-ff0d-4d43-8fff-008cb02f050c',
  '7b104d7f-8dcf-4452-bc5a-e236723c66cf',
  '7bb0226b-f068-4b46-9e40-1e5110319fcd',
  '7c546852-22a8-468c-8c46-c1f4a13dec6b',
  '7edeb7bd-7eb2-4d89-b281-f24f14247660',
  '7f82b581-a031-438f-9afc-7a0f111e8ca8',
  '831e024c-83b5-4f66-b9ad-4cd85e6454d4',
  '83bd321b-ca56-4603-8851-7375d0740ecc',
  '86a94d82-e7ed-480b-9f54-102b00b43127',
  '8739dc35-d1f1-45f7-899a-7a087c41abdf',
  '876c8eb7-3f0a-4a47-a040-83ceb14b97c9',
  '876ff7c6-caa9-4444-ad5c-8445c7ddbf86',
  '8b6de4c0-3f40-476d-bad4-a4ee3275176e',
  '8b82657d-eb42-4468-a073-2513eb0d40f1',
  '8b91668a-c699-46b9-a525-a3ffccbf89de',
  '8e3909c4-f33c-4600-ba53-92166b687759',
  '8f945c82-4d26-4c26-a525-bd785b7d73c9',
  '915c3845-50ef-4c19-9d9e-4a7143cbbad3',
  '943bff1d-f0df-4c30-a5e4-e549542144a2',
  '9484064b-9ffa-4c4d-a52c-9b3d0eac6ae6',
  '9725e568-4715-4920-a30c-7332d107727c',
  '98c4b023-ed56-4397-93fe-c6f99d9d4c31',
  '9a75f3e5-4530-4df2-8527-9d3b3943be18',
  '9b68ea5b-6589-4468-bad4-231cf47a60ae',
  '9f17c411-7406-4036-a44c-b6dbfe2b98b8',
  '9ff58614-1b66-417d-9fd5-cd929425d03b',
  'a38daaf7-f838-4ad4-9048-6fba9c8f140d',
  'a4ff0158-4981-43d5-aed5-6898e5c1bfb2',
  'a5ff9c3a-272f-4f7e-9cb9-e6d848dc4c2c',
  'a66afb12-9c7b-4e97-a0f6-194380267554',
  'a67c25d1-cada-482a-9045-a8c3d074cb98',
  'a964b0de-0237-4f35-a8b6-4650a26c3a91',
  'a9b25869-8ee5-4fbd-b3e8-e5067c5f73e7',
  'a9fe576c-a408-4b3f-80de-d9cb04d36360',
  'aaa43344-8d40-436c-8e5a-b3b6d0587868',
  'abc84e3a-be75-4053-ac66-f0692a6d9c89',
  'abca462f-8bc7-4f21-972e-0b5326043712',
  'af3ca392-82ed-474b-a346-7d6cf8937f2c',
  'af911ba7-b779-4d76-9a6d-f9bf97ae7f64',
  'b069d8b6-5b71-429c-bad7-7e1facbb3ddb',
  'b1236b80-4b3d-45e3-8c39-4e5ff1e169e1',
  'b1ab5c71-a596-487a-bd92-91144c4fb7c6',
  'b2d4500e-92cb-4474-9e76-8a8cb6e36012',
  'b3863deb-1939-4406-97a3-f753914bab33',
  'b70c1c51-ecf2-4da0-897b-b563cb63b09f',
  'b8bdd55f-7b8a-4a2e-8d8f-75aa574a6dbb',
  'b9a10398-fdc0-425d-ac63-3b80b45eb899',
  'ba5fc3be-db69-435c-903f-43461a504421',
  'bac6b08c-c175-4874-822a-9f3c7bc0ba43',
  'bdbe8d4b-a830-4d90-bc43-625b1ea2d0e3',
  'bf583ce5-a849-44b8-afe9-59ab221d9d27',
  'bf9ebb31-3120-457f-82e0-41be27999bac',
  'c226f48f-ae09-425f-bf2c-6e4c7dd56b52',
  'c6689216-f1cf-4b72-9711-c9c81ee31618',
  'c86fc472-b014-4519-881a-44e7459eaa2c',
  'ca3e50ad-41b8-4c4e-978a-48218a190468',
  'cadf29a3-b15b-49fa-ab60-34534d07e6bb',
  'cca05ed1-8b64-4904-976d-da3ccff51a00',
  'ccbbfb83-ba8c-4ea5-8f9e-5ec4abbaf0e8',
  'cd9cc029-f2e9-419c-b8f7-12fb8ef7a3b7',
  'cedf742b-bf77-4240-93cb-c02b6e473593',
  'd046a3dc-6ef0-402e-8c48-2dd5088d180c',
  'd10acc75-b240-4e72-822e-7f1279ed7caa',
  'd291dfa4-b8b7-460c-ad2d-643cc67ade9c',
  'd3bab36a-9b9f-4f2e-9ea1-c7eab6c0b971',
  'd47462f2-e678-4e76-a403-a2c90bf4e3c3',
  'd6f94413-4c6f-4ccc-b4ae-9af2c7bbacd1',
  'd90a72b6-288f-470e-b478-530bbd635826',
  'dacac63f-c325-4efd-9d77-fe6592ec967f',
  'dbe63aa1-4506-476a-b5dc-a87c759f3a30',
  'dc085363-f0c8-4ce2-9eb2-b2795ae06836',
  'de9a10ff-3e02-48fb-9cd6-6b87540fcd83',
  'defff3ef-adb7-4919-9abb-ae43c34e36f8',
  'e102d2b6-60a1-427c-94d2-8ab6876cce30',
  'e3ea7bde-039f-4455-9705-0b24eb5100c2',
  'e3eac1a3-c0bb-42df-b58e-e0877207cc09',
  'e43c414a-f5fc-456b-b11b-60dea7c6b2ec',
  'e7090cf1-5f30-4dc6-b51b-27b82bd30015',
  'e7ec7ab5-494f-417c-a0ce-c7bbef93d745',
  'e83aabcc-a45c-4da6-87ec-cb41580b3bd4',
  'e86f8844-7c01-4ffe-a12a-0ecb0671ba47',
  'e9c4090d-6f3a-4142-bd36-e5eebc57d641',
  'ecd67121-d5ed-49ce-84c0-81cbd75e31a6',
  'ecf9e2cb-7ad2-4fae-918e-b96a6b208dcf',
  'ee093f3e-9fad-4bde-86e1-80b6bc79b732',
  'ef2140de-3312-4c7a-85e8-a84ad24c1aee',
  'ef4c1f5b-e2f5-4d5d-85e7-1ada6086d44c',
  'f1c715ef-6f8d-4410-b7b9-3f719ade8dde',
  'f4f59703-4f85-40f5-8ff4-79f2eca93684',
  'f5cb01e8-8758-46fa-943e-e216e9720223',
  'f5eeebcb-1999-4048-af2d-9f47873458db',
  'f6486e32-eaed-45e2-b506-2a71c83d36a3',
  'f744c13f-1b8f-44ef-a45c-4b8e65771901',
  'f82039ce-db6e-46b6-8fda-1f1817473c40',
  'fa9757e7-2af6-4c50-a101-9750853638a0',
  'fb2e8f5d-7433-4abb-b606-6bd4e736edaf',
  'fb3f29fb-ae30-41a5-84cd-c1e3ccad0307',
  'fb59bc3a-fdb9-498c-99a6-de73d500f643',
  'fcd12553-82a2-4235-9695-438e001a531e',
  'fd576f74-65ea-4c1f-95dc-1b541a9b7988',
  'fe177283-e19e-479e-a495-fdd3a477bd4a',
  'fff22e21-1b3a-474a-861d-51a92bab6cc0',
  'fff6b588-6b62-4de8-8e06-f726000a12f8',
];

/** A product's stored pattern (011) → the drawing's pattern (illustration/variant.ts). */
const DRAWN_PATTERN: Record<string, Pattern> = {
  무지: 'solid',
  프린트: 'print',
  플로럴: 'print',
  스트라이프: 'stripe',
  체크: 'check',
  기타: 'block',
};

const pictureUrl = (id: string): string => `/media/catalog/photos/${id}.webp`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await showAsDrawings(db, WITHDRAWN_PICTURES);
}

/**
 * Shows every product seeded with one of the sample pictures `sources` (source photo ids) as the
 * drawing of its stored category, colour and pattern, without a look. Products of other pictures
 * and a shop's image URLs are left as they are. Also used by later reviews' migrations (023).
 */
export async function showAsDrawings(
  db: Kysely<unknown>,
  sources: readonly string[],
): Promise<void> {
  const urls = sources.map(pictureUrl);
  const { rows } = await sql<{
    id: number;
    category: CategoryName;
    colour: ColourName;
    pattern: string | null;
  }>`SELECT id, category, colour, pattern FROM products WHERE image_url IN (${sql.join(urls)})`.execute(
    db,
  );
  for (const row of rows) {
    const drawing = illustrationPath(row.category, row.colour, {
      pattern: DRAWN_PATTERN[row.pattern ?? '무지'] ?? 'solid',
      detail: row.id % 10,
    });
    await sql`UPDATE products SET image_url = ${drawing}, look = NULL WHERE id = ${row.id}`.execute(
      db,
    );
  }
}

/** The drawings stay: the withdrawn pictures are no longer shipped to point at. */
export async function down(): Promise<void> {}
