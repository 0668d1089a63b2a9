import nlp from 'compromise';
for (const v of ['get full bend back in the wrist','akron','25','the 9th','a truck','broken','texting','ever walk right','fully heal','in ohio','my wrist','be able to lift','tuesday','sure','going to heal','canton ohio','state farm','march','able to bend it']) {
  const t = nlp(v).terms().json()[0];
  console.log(v, '=>', t?.terms?.[0]?.tags?.join(','));
}
