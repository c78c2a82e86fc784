import { E } from './entry';

/** Chapters II and III: neoplasms (C00–D48), diseases of the blood (D50–D89). */
export const NEOPLASMS_BLOOD = [
  E('C16.9', 'კუჭის ავთვისებიანი სიმსივნე, დაუზუსტებელი', 'Malignant neoplasm of stomach, unspecified'),
  E('C18.9', 'კოლინჯის (მსხვილი ნაწლავის) ავთვისებიანი სიმსივნე, დაუზუსტებელი', 'Malignant neoplasm of colon, unspecified'),
  E('C20', 'სწორი ნაწლავის ავთვისებიანი სიმსივნე', 'Malignant neoplasm of rectum'),
  E('C34.9', 'ბრონქის ან ფილტვის ავთვისებიანი სიმსივნე, დაუზუსტებელი', 'Malignant neoplasm of bronchus or lung, unspecified'),
  E('C43.9', 'კანის ავთვისებიანი მელანომა, დაუზუსტებელი', 'Malignant melanoma of skin, unspecified'),
  E('C44.9', 'კანის ავთვისებიანი სიმსივნე, დაუზუსტებელი', 'Malignant neoplasm of skin, unspecified'),
  E('C50.9', 'სარძევე ჯირკვლის ავთვისებიანი სიმსივნე, დაუზუსტებელი', 'Malignant neoplasm of breast, unspecified'),
  E('C53.9', 'საშვილოსნოს ყელის ავთვისებიანი სიმსივნე, დაუზუსტებელი', 'Malignant neoplasm of cervix uteri, unspecified'),
  E('C61', 'წინამდებარე ჯირკვლის ავთვისებიანი სიმსივნე', 'Malignant neoplasm of prostate'),
  E('C62.9', 'სათესლე ჯირკვლის ავთვისებიანი სიმსივნე, დაუზუსტებელი', 'Malignant neoplasm of testis, unspecified'),
  E('C67.9', 'შარდის ბუშტის ავთვისებიანი სიმსივნე, დაუზუსტებელი', 'Malignant neoplasm of bladder, unspecified'),
  E('C73', 'ფარისებრი ჯირკვლის ავთვისებიანი სიმსივნე', 'Malignant neoplasm of thyroid gland'),
  E('C85.9', 'არაჰოჯკინის ლიმფომა, დაუზუსტებელი', 'Non-Hodgkin lymphoma, unspecified'),
  E('D17.9', 'ცხიმოვანი ქსოვილის კეთილთვისებიანი სიმსივნე (ლიპომა), დაუზუსტებელი', 'Benign lipomatous neoplasm, unspecified'),
  E('D22.9', 'მელანოციტური ნევუსი (ხალი), დაუზუსტებელი', 'Melanocytic naevi, unspecified'),
  E('D25.9', 'საშვილოსნოს ლეიომიომა (მიომა), დაუზუსტებელი', 'Leiomyoma of uterus, unspecified'),
  E('D43.2', 'თავის ტვინის განუსაზღვრელი ან უცნობი ხასიათის სიმსივნე, დაუზუსტებელი', 'Neoplasm of uncertain or unknown behaviour: brain, unspecified'),
  E('D50.0', 'ქრონიკული სისხლდაკარგვით განპირობებული რკინადეფიციტური ანემია', 'Iron deficiency anaemia secondary to blood loss (chronic)'),
  E('D50.9', 'რკინადეფიციტური ანემია, დაუზუსტებელი', 'Iron deficiency anaemia, unspecified'),
  E('D51.9', 'B12 ვიტამინის დეფიციტით განპირობებული ანემია, დაუზუსტებელი', 'Vitamin B12 deficiency anaemia, unspecified'),
  E('D52.9', 'ფოლიუმის მჟავის დეფიციტით განპირობებული ანემია, დაუზუსტებელი', 'Folate deficiency anaemia, unspecified'),
  E('D56.1', 'ბეტა-თალასემია', 'Beta thalassaemia'),
  E('D64.9', 'ანემია, დაუზუსტებელი', 'Anaemia, unspecified'),
  E('D69.6', 'თრომბოციტოპენია, დაუზუსტებელი', 'Thrombocytopenia, unspecified'),
];
